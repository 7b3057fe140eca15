/** Turns fetched or uploaded documents into text: HTML, PDF, DOCX and plain text; plus HTML scraping. */
// cheerio and turndown are loaded on the first page that needs them, not at start. Documents are read by
// extract-worker.ts, off the main thread.
import type { ScrapeResponse } from '@logo-dna/protocol';

export type DocumentKind = 'html' | 'pdf' | 'docx' | 'text';

/** Decides the kind from the signature first, then the declared type and file name. */
export function detectKind(body: Uint8Array, contentType: string, filename = ''): DocumentKind | undefined {
  const head = Buffer.from(body.subarray(0, 8));
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head[0] === 0x50 && head[1] === 0x4b && (/wordprocessingml/.test(contentType) || /\.docx$/i.test(filename))) return 'docx';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/html' || type === 'application/xhtml+xml' || /\.html?$/i.test(filename)) return 'html';
  if (type.startsWith('text/') || type === 'application/json' || /\.(txt|md|csv|json)$/i.test(filename)) return 'text';
  if (type === '' && !body.subarray(0, 1024).includes(0))
    return /^\s*</.test(Buffer.from(body.subarray(0, 256)).toString('utf8')) ? 'html' : 'text';
  return undefined;
}

export function squeeze(text: string): string {
  return text
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function htmlToText(html: string): Promise<string> {
  const cheerio = await import('cheerio');
  const $ = cheerio.load(html);
  $('script, style, noscript, template, svg, iframe').remove();
  $('br').replaceWith('\n');
  $('p, div, li, h1, h2, h3, h4, h5, h6, tr, section, article, header, footer').each((_i, element) => {
    $(element).append('\n');
  });
  return squeeze($('body').length ? $('body').text() : $.root().text());
}

/** Splits text into chunks of at most `size` characters, on paragraph, then sentence, then word boundaries. */
export function chunkText(text: string, size: number): string[] {
  const chunks: string[] = [];
  let rest = text.trim();
  while (rest.length > size) {
    const window = rest.slice(0, size);
    const cut = Math.max(window.lastIndexOf('\n\n'), window.lastIndexOf('. ') + 1, window.lastIndexOf(' '));
    const at = cut > size * 0.5 ? cut : size;
    chunks.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) chunks.push(rest);
  return chunks;
}

export async function scrapeHtml(html: string, pageUrl: string): Promise<ScrapeResponse> {
  const [cheerio, { default: TurndownService }] = await Promise.all([import('cheerio'), import('turndown')]);
  const $ = cheerio.load(html);
  const base = new URL(pageUrl);
  const meta = (...names: string[]) => {
    for (const name of names) {
      const value = $(`meta[property="${name}"], meta[name="${name}"]`).attr('content');
      if (value) return value.trim();
    }
    return '';
  };
  const absolute = (href: string | undefined) => {
    if (!href) return '';
    try {
      return new URL(href, base).toString();
    } catch {
      return '';
    }
  };
  const title = ($('title').first().text() || meta('og:title')).trim();
  const description = meta('description', 'og:description');
  const links: ScrapeResponse['links'] = [];
  $('a[href]').each((_i, element) => {
    const url = absolute($(element).attr('href'));
    if (!url.startsWith('http')) return;
    links.push({ text: squeeze($(element).text()), url, type: new URL(url).host === base.host ? 'internal' : 'external' });
  });
  const headings = $('h1, h2, h3')
    .map((_i, element) => squeeze($(element).text()))
    .get()
    .filter(Boolean);
  $('script, style, noscript, template').remove();
  const bodyHtml = $('body').html() ?? $.root().html() ?? '';
  const markdown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced' }).turndown(bodyHtml);
  return {
    markdown,
    html: bodyHtml.trim(),
    links,
    extract: { title, description, headings, text: await htmlToText(html) },
    metadata: {
      title,
      description,
      url: pageUrl,
      domain: base.hostname,
      favicon: absolute($('link[rel~="icon"]').attr('href')) || `${base.origin}/favicon.ico`,
      image: absolute(meta('og:image', 'twitter:image')),
      author: meta('author', 'article:author'),
      publishedTime: meta('article:published_time'),
      modifiedTime: meta('article:modified_time'),
      type: meta('og:type'),
      siteName: meta('og:site_name'),
      locale: meta('og:locale') || ($('html').attr('lang') ?? ''),
      keywords: meta('keywords')
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    },
  };
}
