import { delay, http, HttpResponse } from 'msw';

/** Sandbox overrides for the discover pages' stories: a call that never answers, one that fails, one that answers. */
export const storyStates = {
  pending: (path: string) => http.get(`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  failing: (path: string) =>
    http.get(`*${path}`, () => HttpResponse.json({ success: false, message: 'unknown_error', value: null }, { status: 500 })),
  answering: (path: string, value: unknown) => http.get(`*${path}`, () => HttpResponse.json({ success: true, message: null, value })),
};
