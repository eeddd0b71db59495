import type { SampleText } from "./sample-texts";
import type { Lang } from "../i18n/languages";
import type { ContentDocument, DocumentProblem, ListName, MissingTranslation, SampleLists } from "./content-document";
import type { RevisionAction, RevisionChange } from "./revision-diff";

/** One published state of the content, as the History screen lists it. */
export type RevisionInfo = {
  id: number;
  createdAt: string;
  author: string;
  action: RevisionAction;
  restoredFrom: number | null;
  summary: RevisionChange[];
};
export type DraftInfo = { version: number; baseRevision: number; updatedAt: string; updatedBy: string };

export type ContentSamples = {
  lists: SampleLists;
  photo: boolean;
  texts: SampleText[];
  theme: boolean;
  logo?: boolean;
  /** Shipped texts still in their shipped words that name items of a list he removed or hid: in which languages, and the items' names. */
  stale?: { key: string; list: ListName; langs: Lang[]; names: Record<Lang, string>[] }[];
};

/** What the studio's content screens load: the document being edited and where it stands. */
export type StudioContent = {
  document: ContentDocument;
  /** Null while nothing differs from the published revision. */
  draft: DraftInfo | null;
  published: RevisionInfo;
  /** What the draft changes against the published revision. */
  changes: RevisionChange[];
  /** Published items with an empty text in a language: publishing refuses them. */
  missing: MissingTranslation[];
  /**
   * What visitors still see of the sample: list items with the sample flag, whether his photo, his logo (ADR 041)
   * and his theme are there, story texts not yet his own.
   */
  publishedSamples: ContentSamples;
  /** The same in his draft (the published ones when there is no draft): the checklist's "done in your draft". */
  draftSamples: ContentSamples;
};

/** The body of a refused content request. */
export type ContentErrorBody = { error: string; problems?: (DocumentProblem | MissingTranslation)[] };

/** The export file: the content, the settings and every image the content uses. */
export const exportFormat = "baghdad-studio-content";
