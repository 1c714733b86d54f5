import { Type } from 'typebox';
import { errorResponses } from '../contract/common';
import { MediaSlider, SliderPlace } from '../contract/home';
import { requestLang } from '../http/lang';
import { mediaSliderItems } from '../services/content/home';
import type { RoutePlugin } from './context';

export const homeRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/media-slider-items/main_page/:place',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['home'],
        summary: 'Home page media sliders: tabs, banner, mini_banner',
        params: Type.Object({ place: SliderPlace }),
        response: { 200: MediaSlider, ...errorResponses },
      },
    },
    async (req) => ({ data: await mediaSliderItems(db, requestLang(req), req.params.place) }),
  );
};
