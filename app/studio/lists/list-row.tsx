import type { CSSProperties, PointerEvent } from "react";
import { ArrowDown, ArrowUp, Eye, EyeOff, GripVertical, ImageIcon, Languages, Pencil, Trash2, TriangleAlert } from "lucide-react";
import { languages, type Lang } from "#core/i18n/languages";
import type { ImageRef } from "#core/content/content-fields";
import { mediaPath } from "#core/content/image-variants";
import { fieldsOfKind, imagesOfItem, type ListDescriptor } from "#core/content/list-kit";
import { isListName, listDescriptor, type ListName } from "#core/content/lists/catalogue";
import { useStudioLanguage } from "../kit/studio-language";
import { useStudioT } from "../kit/use-studio-t";
import { sideOfArabic, sideOfEnglish } from "../kit/bilingual-field";
import { itemName, leadText, type AnyEntry } from "./item-form";
import { useStudioContent } from "../kit/studio-content";
import type { ChoiceNames } from "./list-texts";
import { useFigure } from "../kit/use-facts";
import { formFor } from "#core/content/facts";

type Props = {
  list: ListName;
  item: AnyEntry;
  index: number;
  count: number;
  /** The item's name for button labels ("Move “X” up"). */
  name: string;
  missing: boolean;
  /** A text's translation may be out of date: its other language changed after it was written. */
  behind: boolean;
  confirming: boolean;
  dragging: boolean;
  style: CSSProperties | undefined;
  choiceNames: ChoiceNames;
  handle: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
  onEdit: () => void;
  onTogglePublished: () => void;
  onMove: (direction: "up" | "down") => void;
  onAskDelete: () => void;
  onDelete: () => void;
  onCancelDelete: () => void;
};

const badge = "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold";
const iconButton =
  "grid size-10 shrink-0 place-items-center rounded-lg border border-line hover:border-accent disabled:opacity-40 disabled:hover:border-line";
const textButton = "inline-flex h-10 items-center gap-1.5 rounded-lg border border-line px-3 text-sm font-semibold hover:border-accent";

/** One item of a list: its texts in both languages, where it stands, and what the owner can do with it. */
export function ListRow(props: Props) {
  const { list, item, index, count, name, missing, behind, confirming, dragging, style, choiceNames, handle } = props;
  const { t } = useStudioT();
  const { lang: studioLang } = useStudioLanguage();
  const id = item.id;
  const descriptor = listDescriptor(list);
  const values = item as unknown as Record<string, unknown>;
  const { content } = useStudioContent();
  const tag = tagOf(descriptor, values, choiceNames, content.document.lists, studioLang);
  const figure = useFigure()(descriptor, values);
  // A private list's item is offered in his inbox or not; no visitor sees it either way.
  const toggle = descriptor.private
    ? ([
        { text: "studio.lists.actions.offer", label: "studio.lists.actions.offerLabel" },
        { text: "studio.lists.actions.withdraw", label: "studio.lists.actions.withdrawLabel" },
      ] as const)
    : ([
        { text: "studio.lists.actions.publish", label: "studio.lists.actions.publishLabel" },
        { text: "studio.lists.actions.unpublish", label: "studio.lists.actions.unpublishLabel" },
      ] as const);

  return (
    <li
      style={style}
      className={`card flex gap-2 p-3 sm:gap-3 sm:p-4 ${dragging ? "shadow-2xl shadow-black/60 ring-2 ring-accent" : ""}`}
      data-testid="list-item"
      data-id={id}
    >
      <div
        {...handle}
        aria-hidden
        title={t("studio.lists.actions.drag", { name })}
        className="flex w-8 shrink-0 cursor-grab touch-none flex-col items-center gap-1 rounded-lg pt-1 text-muted select-none hover:bg-fg/5 hover:text-fg active:cursor-grabbing"
        data-testid="drag-handle"
      >
        <GripVertical className="size-5" />
        <span className="text-xs font-bold tabular-nums">{index + 1}</span>
      </div>

      <Thumbnail descriptor={descriptor} values={values} />
      <div className="grid min-w-0 flex-1 gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {item.published ? (
            <span className={`${badge} border-success/50 text-success`} data-testid="badge-published">
              <Eye className="size-3.5" aria-hidden />
              {t(descriptor.private ? "studio.lists.badges.offered" : "studio.lists.badges.published")}
            </span>
          ) : (
            <span className={`${badge} border-line text-muted`} data-testid="badge-hidden">
              <EyeOff className="size-3.5" aria-hidden />
              {t(descriptor.private ? "studio.lists.badges.notOffered" : "studio.lists.badges.hidden")}
            </span>
          )}
          {item.sample && !descriptor.private && (
            <span className={`${badge} border-warning/60 text-warning`} data-testid="badge-sample">
              {t("studio.lists.badges.sample")}
            </span>
          )}
          {missing && (
            <span className={`${badge} border-danger/60 text-danger`} data-testid="badge-missing">
              <TriangleAlert className="size-3.5" aria-hidden />
              {t("studio.lists.badges.missing")}
            </span>
          )}
          {behind && (
            <span className={`${badge} border-warning/60 text-warning`} data-testid="badge-behind">
              <Languages className="size-3.5" aria-hidden />
              {t("studio.lists.badges.behind")}
            </span>
          )}
          {tag && <span className="text-sm text-muted">{tag}</span>}
        </div>

        <div className="grid gap-x-6 gap-y-2 md:grid-cols-2">
          {languages.map((lang) => {
            const lead = leadText(list, item, lang).trim();
            // A label with forms by number (a stat's) reads as the page shows it under its figure.
            const text = descriptor.formsField === descriptor.leadField && figure !== undefined ? formFor(figure, lead, lang) : lead;
            const byline = descriptor.byline
              ? descriptor.byline(item as never, lang)
              : descriptor.bylineField
                ? (values[descriptor.bylineField] as Record<string, string>)[lang]!.trim()
                : "";
            return (
              // The column is picked by the studio's direction; the text's own direction sits inside it (a dir on
              // the cell itself would match the rtl: variant and put both languages in one column).
              <div key={lang} className={`min-w-0 ${lang === "ar" ? sideOfArabic : sideOfEnglish}`} data-testid={`item-text-${lang}`}>
                <div dir={lang === "ar" ? "rtl" : "ltr"} lang={lang}>
                  <p className={`line-clamp-3 leading-7 break-words ${text ? "" : "text-muted italic"}`}>
                    {figure !== undefined && text && <strong className="me-2 text-lg tabular-nums">{figure}</strong>}
                    {text || (
                      // The studio's own words, in English, wherever the empty text would stand.
                      <span dir="ltr" lang="en">
                        {`${t(`studio.lists.language.${lang}`)}: ${t("studio.lists.notWritten")}`}
                      </span>
                    )}
                  </p>
                  {byline && <p className="mt-1 truncate text-sm text-muted">— {byline}</p>}
                </div>
              </div>
            );
          })}
        </div>

        {confirming ? (
          <div
            role="group"
            aria-labelledby={`delete-question-${id}`}
            className="flex flex-wrap items-center gap-2 rounded-lg border border-danger/50 bg-danger/10 p-2"
          >
            <p id={`delete-question-${id}`} className="min-w-0 flex-1 basis-48 text-sm font-semibold">
              {t("studio.lists.actions.deleteConfirm", { name })}
            </p>
            <button
              type="button"
              id={`delete-yes-${id}`}
              className={`${textButton} border-danger/60 text-danger`}
              onClick={props.onDelete}
              data-testid="delete-yes"
            >
              {t("studio.lists.actions.deleteYes")}
            </button>
            <button type="button" id={`delete-cancel-${id}`} className={textButton} onClick={props.onCancelDelete} data-testid="delete-cancel">
              {t("studio.lists.actions.cancel")}
            </button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              id={`edit-${id}`}
              className={textButton}
              onClick={props.onEdit}
              aria-label={t("studio.lists.actions.editLabel", { name })}
              data-testid="item-edit"
            >
              <Pencil className="size-4" aria-hidden />
              {t("studio.lists.actions.edit")}
            </button>
            <button
              type="button"
              id={`publish-${id}`}
              className={textButton}
              onClick={props.onTogglePublished}
              aria-label={t(toggle[item.published ? 1 : 0].label, { name })}
              data-testid="item-toggle"
            >
              {item.published ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
              {t(toggle[item.published ? 1 : 0].text)}
            </button>
            <span className="flex gap-2 sm:ms-auto">
              <button
                type="button"
                id={`move-up-${id}`}
                className={iconButton}
                onClick={() => props.onMove("up")}
                disabled={index === 0}
                aria-label={t("studio.lists.actions.moveUp", { name })}
                title={t("studio.lists.actions.moveUp", { name })}
                data-testid="item-up"
              >
                <ArrowUp className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                id={`move-down-${id}`}
                className={iconButton}
                onClick={() => props.onMove("down")}
                disabled={index === count - 1}
                aria-label={t("studio.lists.actions.moveDown", { name })}
                title={t("studio.lists.actions.moveDown", { name })}
                data-testid="item-down"
              >
                <ArrowDown className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                id={`delete-${id}`}
                className={`${iconButton} text-danger`}
                onClick={props.onAskDelete}
                aria-label={t("studio.lists.actions.deleteLabel", { name })}
                title={t("studio.lists.actions.deleteLabel", { name })}
                data-testid="item-delete"
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </span>
          </div>
        )}
      </div>
    </li>
  );
}

/** The item's picture, small, so the owner recognises it: his upload, else the shipped sample artwork; an icon when it has none. */
function Thumbnail({ descriptor, values }: { descriptor: ListDescriptor; values: Record<string, unknown> }) {
  const artField = fieldsOfKind(descriptor, "art")[0];
  if (fieldsOfKind(descriptor, "image").length === 0 && !artField) return null;
  const upload: ImageRef | undefined = imagesOfItem(descriptor, values)[0];
  const art = artField ? (values[artField] as string | null) : null;
  const folder = artField ? (descriptor.fields[artField] as { folder: string }).folder : "";
  const src = upload ? mediaPath(upload.id, Math.min(upload.width, 480), "webp") : art ? `/images/${folder}/${art}-480.webp` : null;
  return (
    <div className="hidden aspect-video w-28 shrink-0 self-start overflow-hidden rounded-lg bg-surface-2 sm:grid sm:place-items-center">
      {src ? (
        <img
          src={src}
          alt=""
          width={112}
          height={63}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          data-testid="item-thumbnail"
        />
      ) : (
        <ImageIcon className="size-6 text-muted" aria-hidden />
      )}
    </div>
  );
}

/** The value of the list's tag field, by its name (a project's category, a testimonial's sector). */
function tagOf(
  descriptor: ListDescriptor,
  values: Record<string, unknown>,
  choiceNames: ChoiceNames,
  lists: Record<string, readonly object[]>,
  studioLang: Lang,
): string {
  const field = descriptor.tagField;
  if (!field) return "";
  const spec = descriptor.fields[field];
  const value = values[field] as string;
  if (spec?.kind === "pick" && isListName(spec.list)) {
    const picked = (lists[spec.list] as AnyEntry[]).find((other) => other.id === value);
    return picked ? itemName(spec.list, picked, studioLang) : value;
  }
  return spec?.kind === "choice" ? (choiceNames[spec.source][value] ?? value) : "";
}
