export { longShopDate as publishedDate } from '../../domain/calendar-day';
