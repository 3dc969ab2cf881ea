import { describe, expect, it } from 'vitest';
import { resolveVideo } from './resolve-video.ts';

const origin = 'https://tourism.example';
const resolve = (url: string | null | undefined) => resolveVideo(url, { origin });
const yt = (id: string, query = '') => ({ kind: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}${query}` });
const ID = 'dQw4w9WgXcQ';

describe('resolveVideo: YouTube', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&list=PL123&index=2`,
    `http://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `  https://www.YouTube.com/watch?v=${ID}  `,
  ])('%s → the privacy-enhanced embed', (url) => {
    expect(resolve(url)).toEqual(yt(ID));
  });

  it('keeps a start time', () => {
    expect(resolve(`https://youtu.be/${ID}?t=90`)).toEqual(yt(ID, '?start=90'));
    expect(resolve(`https://www.youtube.com/watch?v=${ID}&t=1m30s`)).toEqual(yt(ID, '?start=90'));
    expect(resolve(`https://www.youtube.com/watch?v=${ID}&t=evil`)).toEqual(yt(ID));
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch?v=dQw4w9WgX%22Q',
    'https://www.youtube.com/watch?v=<script>xx',
    `https://www.youtube.com/channel/${ID}`,
    'https://www.youtube.com/',
    `https://youtu.be/${ID}/extra`,
  ])('rejects a malformed or unknown YouTube link: %s', (url) => {
    expect(resolve(url)).toBeNull();
  });

  it.each([
    `https://youtube.com.evil.net/watch?v=${ID}`,
    `https://evilyoutube.com/watch?v=${ID}`,
    `https://youtu.be.evil.net/${ID}`,
    `https://www.youtube.com@evil.net/watch?v=${ID}`,
    `https://user:pass@www.youtube.com/watch?v=${ID}`,
    `https://evil.net/www.youtube.com/watch?v=${ID}`,
    `https://evil.net/?u=https://www.youtube.com/watch?v=${ID}`,
  ])('rejects a look-alike host: %s', (url) => {
    expect(resolve(url)).toBeNull();
  });
});

describe('resolveVideo: Vimeo', () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/abcdef1234', 'https://player.vimeo.com/video/76979871?h=abcdef1234'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abcdef1234&autoplay=1', 'https://player.vimeo.com/video/76979871?h=abcdef1234'],
  ])('%s → the Vimeo player', (url, src) => {
    expect(resolve(url)).toEqual({ kind: 'vimeo', src });
  });

  it.each(['https://vimeo.com/', 'https://vimeo.com/about', 'https://vimeo.evil.net/76979871', 'https://vimeo.com/76979871/<x>'])(
    'rejects %s',
    (url) => expect(resolve(url)).toBeNull(),
  );
});

describe('resolveVideo: direct files', () => {
  it('plays files from the same origin, relative or absolute', () => {
    expect(resolve('/media/ba-be.mp4')).toEqual({ kind: 'file', src: `${origin}/media/ba-be.mp4` });
    expect(resolve(`${origin}/media/tour.webm`)).toEqual({ kind: 'file', src: `${origin}/media/tour.webm` });
  });

  it('plays files from an allow-listed host over https', () => {
    const url = 'https://upload.wikimedia.org/wikipedia/commons/a/ab/Ba_Be.ogg';
    expect(resolve(url)).toEqual({ kind: 'file', src: url });
    expect(resolveVideo('https://cdn.example/v.mp4', { origin, fileHosts: ['cdn.example'] })).toEqual({
      kind: 'file',
      src: 'https://cdn.example/v.mp4',
    });
  });

  it.each([
    'https://evil.example/video.mp4',
    'http://upload.wikimedia.org/wikipedia/commons/a/ab/Ba_Be.ogg',
    'https://upload.wikimedia.org.evil.net/x.mp4',
    '/media/not-a-video.html',
    `${origin}/media/tour.mp4.exe`,
  ])('does not play %s', (url) => expect(resolve(url)).toBeNull());
});

describe('resolveVideo: iframe snippets', () => {
  it('embeds only the src of a YouTube or Vimeo iframe, whatever else it says', () => {
    expect(
      resolve(`<iframe width="560" height="315" src="https://www.youtube.com/embed/${ID}" title="YouTube" allowfullscreen></iframe>`),
    ).toEqual({ kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${ID}` });
    expect(resolve('<iframe src="//player.vimeo.com/video/76979871" style="width:100%"></iframe>')).toEqual({
      kind: 'iframe',
      src: 'https://player.vimeo.com/video/76979871',
    });
    // Event handlers are never carried over: only the src is read.
    expect(resolve(`<iframe src="https://www.youtube.com/embed/${ID}" onload="alert(1)"></iframe>`)).toEqual({
      kind: 'iframe',
      src: `https://www.youtube-nocookie.com/embed/${ID}`,
    });
  });

  it.each([
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe src="JaVaScRiPt:alert(document.cookie)"></iframe>',
    '<iframe src="https://evil.example/x" onload="alert(1)"></iframe>',
    '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<iframe></iframe>',
    `<iframe src="https://youtube.com.evil.net/embed/${ID}"></iframe>`,
    '<script>alert(1)</script>',
    `<script>alert(1)</script><iframe src="https://www.youtube.com/embed/${ID}"></iframe>`,
    `<iframe src="https://www.youtube.com/embed/${ID}"></iframe><iframe src="https://evil.example"></iframe>`,
    `<div><iframe src="https://www.youtube.com/embed/${ID}"></iframe></div>`,
    '<img src=x onerror=alert(1)>',
    `<object data="https://www.youtube.com/embed/${ID}"></object>`,
    '<svg onload=alert(1)>',
  ])('rejects the hostile or foreign snippet %s', (snippet) => {
    expect(resolve(snippet)).toBeNull();
  });
});

describe('resolveVideo: everything else', () => {
  it.each([
    null,
    undefined,
    '',
    '   ',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:video/mp4;base64,AAAA',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/video.mp4',
    'https://example.com/page',
    'http://[::1',
    `https://www.youtube.com/watch?v=${ID}${'&x=1'.repeat(600)}`,
  ])('does not embed %s', (value) => {
    expect(resolve(value)).toBeNull();
  });
});
