import { api } from '../lib/api';
import { answerData } from './answer';

export const fetchMenu = () => answerData(api.GET('/api/menu'));
export const fetchFooter = () => answerData(api.GET('/api/menu/footer'));
