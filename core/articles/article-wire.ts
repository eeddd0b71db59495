import type { Lang } from "../i18n/languages";
import type { ArticleDocument, ArticleProblem } from "./article-document";

/**
 * What the studio's Articles screen and the server say to each other (ADR 056).
 * "changed": published, with a saved working copy that differs from what visitors see.
 */
export const articleStates = ["draft", "scheduled", "published", "changed", "deleted"] as const;
export type ArticleListState = (typeof articleStates)[number];
export type ArticleState = Exclude<ArticleListState, "deleted">;

/** A row of the studio's list: no bodies. */
export type ArticleSummary = {
  id: string;
  state: ArticleState;
  titles: Record<Lang, string | null>;
  languages: Lang[];
  categories: string[];
  publishedAt: string | null;
  scheduledAt: string | null;
  updatedAt: string;
  sample: boolean;
  /** Languages whose other language changed since they were last in step. */
  outOfDate: Lang[];
};

/** One article as the editor loads and saves it. */
export type StudioArticle = {
  id: string;
  version: number;
  draft: ArticleDocument;
  published: ArticleDocument | null;
  publishedAt: string | null;
  revisedAt: string | null;
  scheduledAt: string | null;
  updatedAt: string;
  sample: boolean;
  state: ArticleState;
};

export type ArticleRevisionInfo = { id: number; createdAt: string; author: string; action: string; restoredFrom: number | null };

/** A refused change: its code and, for a document, its first problems by path. */
export type ArticleRefusal = { error: string; problems?: ArticleProblem[] };

/** One article in a public list, in one language: what its card shows (no body). */
export type ArticleCard = {
  id: string;
  href: string;
  title: string;
  summary: string;
  publishedAt: string;
  minutes: number;
  cover: { id: string; width: number; height: number; alt: string; focus?: { x: number; y: number } } | null;
  categories: { name: string; href: string }[];
};

/** A shipped sample visitors see on the site (published, changed or not in his working copy): what the sample bar and the checklist count. */
export const shownSample = (row: Pick<ArticleSummary, "sample" | "state">) => row.sample && (row.state === "published" || row.state === "changed");
