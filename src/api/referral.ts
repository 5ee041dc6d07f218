// /api/referral (spec §7 "Referral").
import type { HttpClient } from './client';
import { int, obj } from './convert';

export function referralApi(http: HttpClient) {
  return {
    /** The partner a registration code belongs to; rejects with referral_code_not_found. */
    validateCode: (code: string) =>
      http.request({ method: 'GET', path: '/api/referral/register/validate_code/', data: { code }, auth: false }, (data) => ({
        partnerId: int(obj(data).partner_id, 'partner_id'),
      })),
    activate: (code: string) =>
      http.request({ method: 'POST', path: '/api/referral/activate/', data: { code } }, (data) => {
        const body = obj(data);
        return { partnerId: body.partner_id === undefined ? null : int(body.partner_id, 'partner_id') };
      }),
  };
}
