/**
 * Fills a folder with the blog's real posts and `count` synthetic ones, for the bench's scale
 * runs (`BLOG_POSTS_DIR`, see vite.config.ts). The folder is a temporary one: synthetic posts are
 * never written into the repository.
 *
 *   node scripts/synthetic-posts.mjs <count> <folder>
 *
 * Each synthetic post is a valid post (front matter the build checks, headings, links, about 600
 * words), spread over every category and over the years, so list pages, category pages and the
 * sitemap grow as a real blog's would.
 */
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = resolve(import.meta.dirname, '..');
const realPosts = join(repo, 'site', 'content', 'blog');
const categories = [
  'save',
  'spend',
  'earn',
  'insurance',
  'taxes',
  'banking',
  'loans',
  'credit',
  'debt',
  'retirement',
  'transfer-money',
];
const topics = ['rent', 'textbooks', 'groceries', 'a first job', 'a summer internship', 'a car'];
const paragraph = (/** @type {number} */ index, /** @type {string} */ topic) =>
  `Post ${index} looks at ${topic} with numbers a student can use this week. Start with what comes in each month, then list what has to go out before anything else, and keep a small cushion for the surprises that always arrive at the worst time. Read more on [pricing](/pricing) or [the blog](/blog/).`;

/** A synthetic post's Markdown: front matter, three sections, about 600 words. */
export function syntheticPost(/** @type {number} */ index) {
  const category = categories[index % categories.length] ?? 'save';
  const topic = topics[index % topics.length] ?? 'rent';
  const day = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000 * 0.7).toISOString().slice(0, 10);
  const sections = ['Where the money goes', 'A plan that holds', 'When things change'];
  const body = sections
    .map(
      (heading) =>
        `## ${heading}\n\n${Array.from({ length: 4 }, () => paragraph(index, topic)).join('\n\n')}`,
    )
    .join('\n\n');
  return `---
title: 'Synthetic post ${index}: money and ${topic}'
description: 'A synthetic post for the scale bench, number ${index}, about ${topic} and how a college student can plan for it.'
category: ${category}
date: ${day}
author: 'Beem team'
image: /blog/covers/${category}.svg
imageAlt: 'An illustration for the ${category} category'
---

${paragraph(index, topic)}

${body}
`;
}

/** Copies the real posts into `folder` and adds `count` synthetic ones. */
export async function writeSyntheticPosts(
  /** @type {number} */ count,
  /** @type {string} */ folder,
) {
  await mkdir(folder, { recursive: true });
  for (const file of await readdir(realPosts))
    if (file.endsWith('.md')) await copyFile(join(realPosts, file), join(folder, file));
  for (let index = 1; index <= count; index += 1)
    await writeFile(join(folder, `synthetic-post-${index}.md`), syntheticPost(index));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [count, folder] = process.argv.slice(2);
  if (!count || !folder || !Number.isInteger(Number(count)))
    throw new Error('Usage: node scripts/synthetic-posts.mjs <count> <folder>');
  await writeSyntheticPosts(Number(count), resolve(folder));
  console.log(`Wrote ${count} synthetic posts (and the real ones) into ${folder}.`);
}
