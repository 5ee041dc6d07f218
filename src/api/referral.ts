// /api/referral (spec §7 "Referral").
import type { HttpClient } from './client';
import { int, obj, str } from './convert';

export function referralApi(http: HttpClient) {
  return {
    /** The partner a registration code belongs to; rejects with referral_code_not_found. */
    validateCode: (code: string) =>
      http.request({ method: 'GET', path: '/api/referral/register/validate_code/', data: { code }, auth: false }, (data) => ({
        partnerId: int(obj(data).partner_id, 'partner_id'),
      })),
    /** The code this player activated, or null (GET of the activation: docs/api.md "Referral"). */
    active: () =>
      http.request({ method: 'GET', path: '/api/referral/activate/' }, (data) => {
        const body = obj(data);
        return body.code === null || body.code === undefined ? null : { code: str(body.code, 'code'), partnerId: int(body.partner_id, 'partner_id') };
      }),
    activate: (code: string) =>
      http.request({ method: 'POST', path: '/api/referral/activate/', data: { code } }, (data) => {
        const body = obj(data);
        return { partnerId: body.partner_id === undefined ? null : int(body.partner_id, 'partner_id') };
      }),
  };
}
