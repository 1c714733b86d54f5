import { fetchContact, type ContactData } from '../../api/store-pages';
import type { Lang } from '../../domain/paths';
import type { ResourceDef } from '../../lib/resource';

export const contactResource = (lang: Lang): ResourceDef<ContactData> => ({ key: `contact:${lang}`, load: fetchContact });
