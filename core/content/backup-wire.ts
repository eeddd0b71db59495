import type { RevisionChange } from "./revision-diff";
import type { SettingsField } from "../settings/settings-schema";

/** The largest file the studio's restore reads; a larger one is refused while it arrives (413). */
export const restoreUploadLimit = 64 * 1024 * 1024;

/** The two files the Backup screen downloads: the content export, or everything the site keeps. */
export const backupKinds = ["content", "full"] as const;
export type BackupKind = (typeof backupKinds)[number];

/** Why an uploaded file was refused; the screen says each in the owner's language. */
export const restoreRefusals = [
  "too_large",
  "unpacks_too_large",
  "empty",
  "broken_file",
  "wrong_kind",
  "newer_version",
  "invalid_import",
  "changed_meanwhile",
] as const;
export type RestoreRefusal = (typeof restoreRefusals)[number];

/** What restoring an uploaded file would change, shown before the owner confirms. */
export type RestoreSummary = {
  /** A content export, or a full backup of which only the content part is restored. */
  kind: "content" | "full";
  /** When the file was made (ISO), as the file says. */
  madeAt: string;
  /** The published revision the summary compares against; the restore is refused if another is published meanwhile. */
  basis: number;
  /** Per list, the photo and the texts: what the file adds, removes and changes against the published site. */
  changes: RevisionChange[];
  /** Images the file holds that the site does not have yet, and all the images the restored content uses. */
  images: { added: number; total: number };
  /** Settings fields whose value the file changes. */
  settings: SettingsField[];
  /** The owner's unpublished draft, which a restore replaces. */
  dropsDraft: boolean;
  /** Articles the file adds or changes (each is written as the file has it); articles it does not name stay as they are. */
  articles: number;
};

/** The body of a refused restore. */
export type RestoreRefusalBody = { error: RestoreRefusal; problem?: { path: string; code: string } };
