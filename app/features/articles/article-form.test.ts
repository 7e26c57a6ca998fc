import { describe, expect, it } from 'vitest';
import { articleFormSchema } from '#app/features/articles/article-form.ts';
import { countWords, htmlToText, readingMinutes, slugify, splitTags } from '#app/features/articles/article-rules.ts';

const valid = {
  title: 'A title',
  slug: 'a-title',
  category: 'Kitchen Design',
  readTime: '5',
  authorName: 'Aangan Design Team',
  featuredImageUrl: '',
  metaTitle: '',
  metaDescription: '',
  tags: '',
  excerpt: '<p>Excerpt</p>',
  content: '<p>Content</p>',
  isFeatured: 'false',
  isPublished: 'true',
};

describe('slugify', () => {
  it('lower-cases, drops other characters, turns spaces into hyphens and collapses repeats', () => {
    expect(slugify('Modular Kitchen: 5 Ideas for 2BHK Homes!')).toBe('modular-kitchen-5-ideas-for-2bhk-homes');
    expect(slugify('Vastu  --  the  basics')).toBe('vastu-the-basics');
    expect(slugify("  Pooja Room's Lighting  ")).toBe('pooja-rooms-lighting');
    expect(slugify('-Edge- case-')).toBe('edge-case');
    expect(slugify('ಮನೆ')).toBe('');
  });
});

describe('splitTags', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(splitTags(' vastu , pooja room,, small homes ,')).toEqual(['vastu', 'pooja room', 'small homes']);
    expect(splitTags('')).toEqual([]);
  });
});

describe('reading time', () => {
  it('counts the words of the visible text at 200 words per minute, rounded up', () => {
    const html = '<h2>Plan</h2><p>One two&nbsp;three <strong>four</strong></p><ul><li>five</li></ul>';
    expect(htmlToText(html)).toBe('Plan One two three four five');
    expect(countWords(htmlToText(html))).toBe(6);
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
  });
});

describe('the article form', () => {
  it('saves empty optional fields as null, tags as a list, and the checkboxes as booleans', () => {
    const parsed = articleFormSchema.parse({ ...valid, authorName: '  ', tags: 'a, b' });
    expect(parsed).toMatchObject({
      authorName: null,
      featuredImageUrl: null,
      metaTitle: null,
      metaDescription: null,
      tags: ['a', 'b'],
      readTime: 5,
      isFeatured: false,
      isPublished: true,
    });
  });

  it('says what is wrong with each field', () => {
    const result = articleFormSchema.safeParse({
      ...valid,
      title: ' ',
      slug: 'Not A Slug',
      category: '',
      readTime: '0',
      featuredImageUrl: 'javascript:alert(1)',
      metaDescription: 'x'.repeat(161),
      excerpt: '<p> </p>',
      content: '',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      title: 'Title is required.',
      slug: 'Use lower-case letters, digits and single hyphens, for example modular-kitchen-ideas.',
      category: 'Category is required.',
      readTime: 'Read time must be at least 1 minute.',
      featuredImageUrl: 'Use an https:// address or an uploaded image (/media/...).',
      metaDescription: 'Meta description must be 160 characters or fewer.',
      excerpt: 'Excerpt is required.',
      content: 'Content is required.',
    });
  });

  it('accepts content that is only an image, and featured images from the media store or https', () => {
    expect(articleFormSchema.safeParse({ ...valid, content: '<p><img src="/media/ab.webp"></p>' }).success).toBe(true);
    expect(articleFormSchema.safeParse({ ...valid, featuredImageUrl: '/media/0123abcd.webp' }).success).toBe(true);
    expect(articleFormSchema.safeParse({ ...valid, featuredImageUrl: 'https://images.example.com/a.jpg' }).success).toBe(true);
    expect(articleFormSchema.safeParse({ ...valid, featuredImageUrl: 'http://images.example.com/a.jpg' }).success).toBe(false);
  });
});

describe('control characters in the article form (decision 091)', () => {
  const UNPRINTABLE = 'Please remove the control or text-direction characters from this field.';
  const fields = ['title', 'category', 'authorName', 'metaTitle', 'metaDescription', 'tags', 'excerpt', 'content'] as const;

  it.each(fields)('refuses a NUL in %s, with the message under that field only', (field) => {
    const parsed = articleFormSchema.safeParse({ ...valid, [field]: `${valid[field] || 'text'}${String.fromCharCode(0)}` });
    expect(parsed.success).toBe(false);
    const errors = parsed.error!.issues.filter((issue) => issue.message === UNPRINTABLE).map((issue) => issue.path.join('.'));
    expect(errors).toEqual([field]);
  });

  it('refuses a text-direction override in a title, and keeps line breaks and tabs in the body', () => {
    expect(articleFormSchema.safeParse({ ...valid, title: `A ${String.fromCharCode(0x202e)}title` }).success).toBe(false);
    expect(articleFormSchema.safeParse({ ...valid, content: '<p>One</p>\n\t<p>Two</p>\r\n' }).success).toBe(true);
    expect(articleFormSchema.safeParse({ ...valid, title: 'ವಾಸ್ತು for a 2BHK — ঘর' }).success).toBe(true);
  });
});
