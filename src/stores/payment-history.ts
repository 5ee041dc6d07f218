// The history readers the cashier's views call (spec money-and-games.md §3 "depositList", "payoutList",
// §7 online payment history): plain functions returning converted pages; the views keep the page they
// show, so there is no store here.
import { http } from '../api/http';
import { paymentsApi, type OnlineHistoryQuery, type OnlinePayment, type Payment, type PaymentListQuery, type PaymentPage, type PaymentType } from '../api/payments';

const api = paymentsApi(http);

export const loadPayments = (type: PaymentType, query: PaymentListQuery): Promise<PaymentPage<Payment>> => api.list(type, query);

export const loadPayment = (type: PaymentType, id: number): Promise<Payment> => api.one(type, id);

export const loadOnlineHistory = (query: OnlineHistoryQuery): Promise<PaymentPage<OnlinePayment>> => api.onlineHistory(query);
