import { delay, http, HttpResponse } from 'msw';

/** Sandbox overrides for stories: a call that never answers (loading) or one that fails (error). */
export const storyStates = {
  pending: (path: string) => http.get(`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  failing: (path: string) =>
    http.get(`*${path}`, () => HttpResponse.json({ success: false, message: 'unknown_error', value: null }, { status: 500 })),
  answering: (path: string, value: unknown) => http.get(`*${path}`, () => HttpResponse.json({ success: true, message: null, value })),
};

/** Paths of the calls home sections make. */
export const NOTICE_CALL = '/wps/relay/MCSFE_getListAnnouncements';
export const WINNERS_CALL = '/wps/relay/ODSFE2_getWinnerBoard';
