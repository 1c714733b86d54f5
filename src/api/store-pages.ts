import { api } from '../lib/api';
import { answer, answerData } from './answer';
import type { RequestBodyOf, ResponseOf } from './types';

/** The store's own pages: contact, cooperation, the shoppers' sitemap and the test page. */
export type ContactData = ResponseOf<'/api/contact'>['data'];
export type HtmlSitemapData = ResponseOf<'/api/html-sitemap/{id}'>;
export type BuildInfoData = ResponseOf<'/api/test/build'>['data'];
export type ContactMessage = RequestBodyOf<'/api/contact', 'post'>;
export type CooperationRequest = RequestBodyOf<'/api/cooperation', 'post'>;

export const fetchContact = () => answerData(api.GET('/api/contact'));
export const sendContactMessage = (body: ContactMessage) => answerData(api.POST('/api/contact', { body }));
export const sendCooperationRequest = (body: CooperationRequest) => answerData(api.POST('/api/cooperation', { body }));
export const fetchHtmlSitemap = (page: number) => answer(api.GET('/api/html-sitemap/{id}', { params: { path: { id: page } } }));
export const fetchBuildInfo = () => answerData(api.GET('/api/test/build'));
