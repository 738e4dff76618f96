import { describe, expect, it } from 'vitest';
import { toTopics, type HelpTopic } from '@/features/help/api/help-center';
import { helpLinkAnchor, htmlText, searchHelp, topicFor } from '@/features/help/search';
import { countWords } from '@/features/help/words';
import { sentFeedback } from '../../../sandbox/operations/help';
import { HELP_ANCHORS } from '../../../sandbox/seed/help';
import { resetStore } from '../../../sandbox/store';
import { getMerchant } from '@/merchant';
import { call } from '../sandbox/helpers';

const TOPICS: HelpTopic[] = [
  {
    anchor: 'deposit',
    title: 'How to deposit',
    articles: [
      { anchor: 'deposit-1', title: 'Choosing a channel', content: '<p>Open <strong>Deposit</strong> &amp; choose a bank.</p>' },
      { anchor: 'deposit-2', title: 'Deposit times', content: '<p>Usually within 3 minutes.</p>' },
    ],
  },
  {
    anchor: 'withdrawal',
    title: 'How to withdraw',
    articles: [{ anchor: 'withdrawal-1', title: 'Requesting a withdrawal', content: '<p>Set your fund password, then choose a bank card.</p>' }],
  },
];

describe('Help centre data', () => {
  it('turns the platform entries into topics and articles in sequence order', () => {
    const topics = toTopics([
      { id: 'b', title: 'B', sequence: 2, children: [{ id: 'b-2', title: 'B2', content: '<p>2</p>', sequence: 2 }, { id: 'b-1', title: 'B1', sequence: 1 }] },
      { id: 7, title: 'A', sequence: 1, content: '<p>own text</p>' },
    ]);
    expect(topics).toEqual([
      { anchor: '7', title: 'A', content: '<p>own text</p>', articles: [] },
      { anchor: 'b', title: 'B', articles: [{ anchor: 'b-1', title: 'B1', content: '' }, { anchor: 'b-2', title: 'B2', content: '<p>2</p>' }] },
    ]);
  });

  it('reads the text of article HTML for searching, entities decoded and scripts left out', () => {
    expect(htmlText('<p>Open <b>Deposit</b> &amp; pay&#33;</p><script>alert(1)</script>')).toBe('Open Deposit & pay!');
  });

  it('finds articles by title or text, every word, ignoring case and accents, title matches first', () => {
    expect(searchHelp(TOPICS, 'BANK').map((hit) => hit.article.anchor)).toEqual(['deposit-1', 'withdrawal-1']);
    expect(searchHelp(TOPICS, 'deposit').map((hit) => hit.article.anchor)).toEqual(['deposit-2', 'deposit-1']);
    expect(searchHelp(TOPICS, 'fund bánk').map((hit) => hit.article.anchor)).toEqual(['withdrawal-1']);
    expect(searchHelp(TOPICS, 'lottery')).toEqual([]);
    expect(searchHelp(TOPICS, '   ')).toEqual([]);
  });

  it('gives a line of text around the first match', () => {
    expect(searchHelp(TOPICS, 'minutes')[0]?.snippet).toBe('Usually within 3 minutes.');
  });

  it('opens the topic of a topic anchor or of one of its articles', () => {
    expect(topicFor(TOPICS, 'withdrawal')?.anchor).toBe('withdrawal');
    expect(topicFor(TOPICS, 'deposit-2')?.anchor).toBe('deposit');
    expect(topicFor(TOPICS, 'nowhere')).toBeUndefined();
  });

  it('follows links between articles on this site only', () => {
    const origin = 'https://luckystar.example';
    expect(helpLinkAnchor('/help#deposit', origin)).toBe('deposit');
    expect(helpLinkAnchor('/helpmc#fair-play', origin)).toBe('fair-play');
    expect(helpLinkAnchor('#terms', origin)).toBe('terms');
    expect(helpLinkAnchor('https://luckystar.example/help#privacy', origin)).toBe('privacy');
    expect(helpLinkAnchor('https://elsewhere.example/help#privacy', origin)).toBeNull();
    expect(helpLinkAnchor('/promotions', origin)).toBeNull();
    expect(helpLinkAnchor('/help', origin)).toBeNull();
  });
});

describe('countWords', () => {
  it('counts words as a person does: punctuation and emoji are not words', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  The new slots   are great!  ')).toBe(5);
    expect(countWords('Deposit — not credited?! 🙁')).toBe(3);
  });

  it('counts words in languages written without spaces', () => {
    expect(countWords('我的存款没有到账', 'zh')).toBeGreaterThan(1);
  });
});

describe('Sandbox help centre and feedback', () => {
  it('seeds a topic for every anchor the footers link to, in EN and TY, with articles', async () => {
    const footer = getMerchant('luckystar')?.footer;
    const footerAnchors = [...(footer?.helpLinks ?? []), ...(footer?.certifications ?? [])]
      .flatMap((link) => (link.href?.startsWith('/help#') ? [link.href.slice('/help#'.length)] : []));
    expect(footerAnchors.length).toBeGreaterThan(0);
    for (const language of ['EN', 'TY']) {
      const { json } = await call<{ id: string; title: string; children: { content: string }[] }[]>(`/wps/system/helpCenter?language=${language}&device=WEB`);
      const ids = json.value.map((topic) => topic.id);
      expect(ids).toEqual([...HELP_ANCHORS]);
      expect(ids).toEqual(expect.arrayContaining(footerAnchors));
      expect(json.value.every((topic) => topic.children.length > 0)).toBe(true);
    }
    const en = await call<{ title: string }[]>('/wps/system/helpCenter?language=EN');
    const ty = await call<{ title: string }[]>('/wps/system/helpCenter?language=TY');
    const vi = await call<{ title: string }[]>('/wps/system/helpCenter?language=VI');
    expect(ty.json.value[2]?.title).not.toBe(en.json.value[2]?.title);
    expect(vi.json.value).toEqual(en.json.value);
  });

  it('serves the word limits and takes feedback from a visitor with images', async () => {
    resetStore();
    const limits = await call<{ minWords: number; maxWords: number }>('/wps/feedback/setting');
    expect(limits.json.value).toEqual({ minWords: 5, maxWords: 200 });
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const sent = await call('/wps/feedback', { method: 'PUT', body: { type: 'deposit', content: 'My deposit has not arrived yet.', contact: 'a@b.example', images: [png, png] } });
    expect(sent.json.success).toBe(true);
    expect(sentFeedback()).toEqual([{ merchant: 'luckystar', type: 'deposit', content: 'My deposit has not arrived yet.', contact: 'a@b.example', images: 2 }]);
  });

  it('refuses content outside the word limits, a fourth image and a file that is not png or jpg', async () => {
    const put = (body: Record<string, unknown>) => call('/wps/feedback', { method: 'PUT', body: { type: 'game', ...body } });
    expect((await put({ content: 'Too short.' })).json.errorCode).toBe('feedback.words.out.of.range');
    expect((await put({ content: 'word '.repeat(201) })).json.errorCode).toBe('feedback.words.out.of.range');
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const content = 'The game froze after my bet.';
    expect((await put({ content, images: [png, png, png, png] })).json.errorCode).toBe('picture.too.many');
    expect((await put({ content, images: ['data:image/gif;base64,R0lGOD=='] })).json.errorCode).toBe('picture.invalid.type');
    expect((await put({ type: 'complaint', content })).json.errorCode).toBe('request_param_err');
  });
});
