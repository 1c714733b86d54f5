import type { Insertable } from 'kysely';
import type { CustomerTable } from '../schema';

/**
 * A customer to sign in as on a fresh store (README): phone +380 50 123 45 67, password Kramnytsia2026.
 * The id is left to the database (PostgreSQL's identity would not move past a given one). The hash is fixed text so the seed stays the same byte for byte; it is an ordinary scrypt hash of that password.
 */
export const DEMO_CUSTOMER = { phone: '380501234567', password: 'Kramnytsia2026' } as const;

export function buildDemoCustomer(): Insertable<CustomerTable> {
  return {
    phone: DEMO_CUSTOMER.phone,
    name: 'Олена',
    surname: 'Коваленко',
    patronymic: 'Петрівна',
    email: 'olena@example.com',
    birth_day: '1990-04-12',
    gender: 2,
    password_hash: 'scrypt$131072$8$1$B2yMhnCvnocb5AVXlIO4wA$Iz284XKxSReBTIxlhImsRGcGyy1FKk3QIohJFmJbic0',
    created_at: '2026-09-01T09:00:00.000Z',
  };
}
