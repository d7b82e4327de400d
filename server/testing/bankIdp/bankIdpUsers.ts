import type { LoginForm } from '../signIn';
import { BANK_ISSUER_PATH, type BankIdpUser } from './bankIdp';

/** The bank's one password for every test person (its own, not the embedded provider's `test`). */
export const BANK_PASSWORD = 'Musterbank-2026!';

/**
 * People in the bank's directory: `login` is what they type at the bank, `radarUsername` the portal account. One
 * is unknown to the portal's accounts; one holds an inactive account.
 */
export const bankUsers = {
  max: {
    sub: 'e-1001',
    login: 'mmuster',
    name: 'Max Mustermann',
    email: 'max.muster@musterbank.example',
    radarUsername: 'max.muster',
  },
  anna: {
    sub: 'e-1002',
    login: 'aadmin',
    name: 'Anna Admin',
    email: 'anna.admin@musterbank.example',
    radarUsername: 'anna.admin',
  },
  unknown: {
    sub: 'e-2001',
    login: 'pfremd',
    name: 'Paul Fremd',
    email: 'paul.fremd@musterbank.example',
    radarUsername: 'paul.fremd',
  },
  inactive: {
    sub: 'e-1012',
    login: 'srichter',
    name: 'Stefan Richter',
    email: 'stefan.richter@musterbank.example',
    radarUsername: 'stefan.richter',
  },
} as const satisfies Record<string, BankIdpUser>;

/** The bank's login form, for sign-ins without a browser (server/testing/signIn.ts). */
export const bankLoginForm: LoginForm = {
  isForm: (location) => location.includes(`${BANK_ISSUER_PATH}/login/`),
  action: (formLocation) => formLocation,
  fields: (login, password) => ({ login, password }),
};
