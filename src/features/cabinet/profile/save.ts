import * as profile from '../../../api/profile';
import type { PersonalValues } from '../../../domain/profile-rules';
import { customerChanged } from '../../../stores/customer';

// What is saved shows at once wherever the customer's name or email does.
export const savePersonal = async (values: PersonalValues) => customerChanged(await profile.savePersonal(values));
export const saveEmail = async (email: string) => customerChanged(await profile.saveEmail(email));
