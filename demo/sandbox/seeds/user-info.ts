// The seeded players' user info (docs/contracts/profile.md §Account): so the profile's page is not empty for
// demo and QA, and the tests name known values. Inserted when missing, like the accounts (a restart keeps
// what QA edited; POST /sandbox/api/reset empties the table and brings these back).
import type { Queryable } from '../db';

export const SEED_USER_INFO = [
  {
    user_id: 1001, // demo
    middle_name: 'Ali',
    title: 'M.',
    gender: 'm',
    birth_date: '1990-05-17',
    country: 'TN',
    city: 'Tunis',
    address: '12 avenue Habib Bourguiba',
    mobile_phone: '+21620123456',
    contact_language: 'fr',
    document_series: 'TN',
    document_number: '08123456',
    account_number: 'TN5910006035183598478831',
  },
  {
    user_id: 1002, // low
    middle_name: '',
    title: 'Mme',
    gender: 'f',
    birth_date: '1985-11-02',
    country: 'FR',
    city: 'Marseille',
    address: '3 rue de la République',
    mobile_phone: '+33612345678',
    contact_language: 'fr',
    document_series: '',
    document_number: '',
    account_number: '',
  },
] as const;

export async function seedUserInfo(tx: Queryable, now: Date): Promise<void> {
  for (const info of SEED_USER_INFO) {
    const columns = Object.keys(info);
    await tx.query(
      `INSERT INTO user_info (${columns.join(', ')}, updated_at) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}, $${columns.length + 1})
       ON CONFLICT (user_id) DO NOTHING`,
      [...Object.values(info), now.toISOString()],
    );
  }
}
