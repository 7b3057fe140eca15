/** The data calls (protocol.md §8) under `/api/data/{projectId}`. */

/** POST /scrape: a page as markdown, HTML, its links, its main text and its metadata. */
export interface ScrapeResponse {
  markdown: string;
  html: string;
  links: Array<{ text: string; url: string; type: 'internal' | 'external' }>;
  extract: { title: string; description: string; headings: string[]; text: string };
  metadata: {
    title: string;
    description: string;
    url: string;
    domain: string;
    favicon: string;
    image: string;
    author: string;
    publishedTime: string;
    modifiedTime: string;
    type: string;
    siteName: string;
    locale: string;
    keywords: string[];
  };
}

/** Scrapes an HTML page into the shape protocol.md §8 describes. */
