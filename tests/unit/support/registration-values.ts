// A registration form filled in as the client checks accept it (tests of the form kit and the account forms).
import type { RegistrationValues } from '../../../src/stores/account';

export const filledRegistration: RegistrationValues = {
  username: 'newbie',
  email: 'newbie@example.test',
  password: 'secret123',
  password2: 'secret123',
  currency: 'TND',
  referral_code: '',
  age_confirmed: 'yes',
  terms_accepted: 'yes',
};
