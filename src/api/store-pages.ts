import { api } from '../lib/api';
import { bodyOf, dataOf } from './answer';
import type { RequestBodyOf, ResponseOf } from './types';

/** The store's own pages: contact, cooperation, the shoppers' sitemap and the test page. */
export type ContactData = ResponseOf<'/api/contact'>['data'];
export type HtmlSitemapData = ResponseOf<'/api/html-sitemap/{id}'>;
export type BuildInfoData = ResponseOf<'/api/test/build'>['data'];
type ContactMessage = RequestBodyOf<'/api/contact', 'post'>;
export type CooperationRequest = RequestBodyOf<'/api/cooperation', 'post'>;

export const fetchContact = () => dataOf(api.GET('/api/contact'));
export const sendContactMessage = (body: ContactMessage) => dataOf(api.POST('/api/contact', { body }));
export const sendCooperationRequest = (body: CooperationRequest) => dataOf(api.POST('/api/cooperation', { body }));
export const fetchHtmlSitemap = (page: number) => bodyOf(api.GET('/api/html-sitemap/{id}', { params: { path: { id: page } } }));
export const fetchBuildInfo = () => dataOf(api.GET('/api/test/build'));
