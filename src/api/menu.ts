import { api } from '../lib/api';
import { dataOf } from './answer';

export const fetchMenu = () => dataOf(api.GET('/api/menu'));
export const fetchFooter = () => dataOf(api.GET('/api/menu/footer'));
