import type { HttpHandler } from 'msw';
import { countWords } from '../../src/features/help/words.ts';
import { fail, gate, ok, readBody, str, type ScenarioSource } from '../responses.ts';
import { onStoreReset } from '../store.ts';
import { FEEDBACK_WORDS, helpTopics } from '../seed/help.ts';
import { http } from './http.ts';

/**
 * The help centre (`GET /wps/system/helpCenter`, by language, no token) and feedback (FEEDBACK3: the designed word-limit
 * call and `PUT /wps/feedback`, no token: visitors may send it). Sent feedback is kept per run for tests to read.
 */

const FEEDBACK_TYPES = ['deposit', 'withdraw', 'game', 'customerService', 'application', 'other'];
const MAX_IMAGES = 3;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_CONTACT = 100;
const IMAGE_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/;

export interface SentFeedback {
  memberId?: number;
  merchant: string;
  type: string;
  content: string;
  contact: string;
  images: number;
}

const sent: SentFeedback[] = [];
onStoreReset(() => {
  sent.length = 0;
});

/** The feedback sent in this run, oldest first (tests read it). */
export function sentFeedback(): readonly SentFeedback[] {
  return sent;
}

/** Why an image is refused (the promotions' picture codes), or null when it is a png/jpg data URL within 5 MB. */
function imageProblem(image: unknown): string | null {
  const match = typeof image === 'string' ? IMAGE_URL.exec(image) : null;
  if (!match) return 'picture.invalid.type';
  const bytes = Math.floor((match[2]!.length * 3) / 4);
  return bytes > MAX_IMAGE_BYTES ? 'picture.too.large' : null;
}

export function helpHandlers(scenario: ScenarioSource): HttpHandler[] {
  return [
    http.get('/wps/system/helpCenter', async ({ request, response, query }) => {
      const g = await gate(request, 'GET /wps/system/helpCenter', scenario);
      if (g.stop) return response.untyped(g.stop);
      const language = query.get('language');
      if (!language) return response(400).json(fail('request_param_err', 'request_param_err'));
      return response(200).json(
        ok(
          helpTopics(language).map((topic, index) => ({
            id: topic.id,
            title: topic.title,
            sequence: index + 1,
            children: topic.articles.map((article, n) => ({
              id: `${topic.id}-${n + 1}`,
              title: article.title,
              content: article.content,
              sequence: n + 1,
            })),
          })),
        ),
      );
    }),

    http.get('/wps/feedback/setting', async ({ request, response }) => {
      const g = await gate(request, 'GET /wps/feedback/setting', scenario);
      if (g.stop) return response.untyped(g.stop);
      return response(200).json(ok({ ...FEEDBACK_WORDS }));
    }),

    http.put('/wps/feedback', async ({ request, response }) => {
      const g = await gate(request, 'PUT /wps/feedback', scenario);
      if (g.stop) return response.untyped(g.stop);
      const read = await readBody(request);
      if ('stop' in read) return response.untyped(read.stop);
      const type = str(read.body.type);
      const content = str(read.body.content).trim();
      const contact = str(read.body.contact).trim();
      const images = read.body.images ?? [];
      if (!FEEDBACK_TYPES.includes(type) || contact.length > MAX_CONTACT || !Array.isArray(images))
        return response(400).json(fail('request_param_err', 'request_param_err'));
      const words = countWords(content);
      if (words < FEEDBACK_WORDS.minWords || words > FEEDBACK_WORDS.maxWords)
        return response(400).json(fail('feedback.words.out.of.range', 'feedback.words.out.of.range', { ...FEEDBACK_WORDS }));
      if (images.length > MAX_IMAGES) return response(400).json(fail('picture.too.many', 'picture.too.many'));
      const problem = images.map(imageProblem).find((p) => p !== null);
      if (problem) return response(400).json(fail(problem, problem));
      sent.push({
        ...(g.ctx.member ? { memberId: g.ctx.member.id } : {}),
        merchant: g.ctx.merchant.code,
        type,
        content,
        contact,
        images: images.length,
      });
      return response(200).json(ok(true));
    }),
  ];
}
