// What article pages receive from the server (shared by the server reads and the components).

export type ArticleCover = {
  /** Path or https URL of the picture shown on the page. */
  src: string;
  /** Raster picture for link previews (Open Graph, Twitter); a path or https URL. */
  social: string;
  /** True when the article has no featured image and shows its category's illustration. */
  isDefault: boolean;
};

export type ArticleCard = {
  id: string;
  slug: string;
  title: string;
  /** The excerpt as plain text. */
  excerptText: string;
  category: string;
  tags: string[];
  authorName: string;
  readTime: number;
  isFeatured: boolean;
  publishedAt: string;
  cover: ArticleCover;
};

export type ArticleDetail = ArticleCard & {
  /** Sanitized HTML, ready to insert. */
  excerptHtml: string;
  contentHtml: string;
  metaTitle: string | null;
  metaDescription: string | null;
  updatedAt: string;
  isDraft: boolean;
};
