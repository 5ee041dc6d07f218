import { createMemorySandbox } from './app';
const sb = await createMemorySandbox();
const body = { username: 'fresh.player', email: 'Fresh@Example.test', password: 'secret-pass', password2: 'secret-pass', currency: 'EUR', referral_code: 'welcome' };
const t = setTimeout(() => { console.log('TIMEOUT'); process.exit(1); }, 8000);
const res = await sb.app.request('/api/accounts/registration/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
console.log(res.status, await res.text());
clearTimeout(t);
await sb.close();
