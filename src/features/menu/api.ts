import { api, unwrap } from '../../lib/api';
import { i18next } from '../../lib/i18n';

const network = () => i18next.t('errors:network');

export const fetchMenu = () => unwrap(api.GET('/api/menu'), network()).then((r) => r.data);
export const fetchFooter = () => unwrap(api.GET('/api/menu/footer'), network()).then((r) => r.data);
