import { useEffect, useRef, useState, type ReactNode } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  MessageCircle,
  Pilcrow,
  PilcrowLeft,
  PilcrowRight,
  Quote,
  Redo2,
  Send,
  TextCursorInput,
  Undo2,
  Video,
} from "lucide-react";
import type { BodyDoc } from "#core/articles/article-body";
import { isAllowedHref } from "#core/articles/article-body";
import type { Lang } from "#core/i18n/languages";
import { ArticleImage, BoxDirection, CallToAction, VideoEmbed, cleanPastedHtml } from "./editor-nodes";

export type EditorLabels = Record<
  | "label"
  | "paragraph"
  | "h2"
  | "h3"
  | "h4"
  | "bold"
  | "italic"
  | "link"
  | "unlink"
  | "bulletList"
  | "orderedList"
  | "quote"
  | "dirRtl"
  | "dirLtr"
  | "dirAuto"
  | "image"
  | "video"
  | "ctaWhatsapp"
  | "ctaContact"
  | "undo"
  | "redo",
  string
>;

type Props = {
  id: string;
  lang: Lang;
  value: BodyDoc;
  onChange: (value: BodyDoc) => void;
  labels: EditorLabels;
  /** The field's visible label (the editor's accessible name). */
  labelledBy: string;
  /** Asks for a link; resolves with the address (checked by the caller) or null. */
  askLink: (current: string) => Promise<string | null>;
  askVideo: () => Promise<{ provider: "youtube" | "vimeo"; videoId: string; title: string } | null>;
  askImage: () => Promise<{ id: string; width: number; height: number; alt: string; caption: string } | null>;
  ctaLabel: (kind: "whatsapp" | "contact") => string;
  /** Pictures from elsewhere were left out of a paste. */
  onPasteDropped: (count: number) => void;
};

/**
 * The article body's editor, on TipTap 3 (ProseMirror), limited to what the
 * body schema allows: headings 2–4, paragraphs, bold, italic, links, lists,
 * quotes, his pictures, videos and calls to action. Each paragraph keeps its
 * own direction (`dir`: automatic by default, or set right to left or left to
 * right from the toolbar), so an English quote in an Arabic article reads
 * left to right and nothing he typed is turned around.
 */
export function RichTextEditor({ id, lang, value, onChange, labels, labelledBy, askLink, askVideo, askImage, ctaLabel, onPasteDropped }: Props) {
  const changed = useRef(onChange);
  changed.current = onChange;
  const dropped = useRef(onPasteDropped);
  dropped.current = onPasteDropped;
  const editor = useEditor({
    immediatelyRender: false,
    textDirection: "auto",
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          HTMLAttributes: { rel: null, target: null },
          isAllowedUri: (url) => isAllowedHref(url),
        },
      }),
      ArticleImage,
      VideoEmbed,
      CallToAction,
      BoxDirection,
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        dir: lang === "ar" ? "rtl" : "ltr",
        lang,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        class: "article-body min-h-72 rounded-b-xl border border-t-0 border-line bg-surface p-4 focus-visible:outline-2 focus-visible:outline-accent",
      },
      transformPastedHTML: (html) => {
        const cleaned = cleanPastedHtml(html);
        if (cleaned.droppedImages > 0) dropped.current(cleaned.droppedImages);
        return cleaned.html;
      },
    },
    onUpdate: ({ editor: current }) => changed.current(current.getJSON() as BodyDoc),
  });

  // Another language's body, or a version brought back: the editor shows the new value.
  const shown = useRef(value);
  useEffect(() => {
    if (!editor || value === shown.current) return;
    shown.current = value;
    if (JSON.stringify(editor.getJSON()) !== JSON.stringify(value)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div>
      {editor ? (
        <Toolbar editor={editor} labels={labels} askLink={askLink} askVideo={askVideo} askImage={askImage} ctaLabel={ctaLabel} />
      ) : (
        <div className="h-11 rounded-t-xl border border-line" />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({
  editor,
  labels,
  askLink,
  askVideo,
  askImage,
  ctaLabel,
}: { editor: Editor; labels: EditorLabels } & Pick<Props, "askLink" | "askVideo" | "askImage" | "ctaLabel">) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive("paragraph"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      h4: current.isActive("heading", { level: 4 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      link: current.isActive("link"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      quote: current.isActive("blockquote"),
      dir: (current.state.selection.$from.parent.attrs.dir as string | undefined) ?? "auto",
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [busy, setBusy] = useState(false);
  const chain = () => editor.chain().focus();
  const ask = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const button = (key: keyof EditorLabels, icon: ReactNode, run: () => void, pressed?: boolean, disabled = false) => (
    <button
      key={key}
      type="button"
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
      aria-label={labels[key]}
      title={labels[key]}
      aria-pressed={pressed}
      disabled={disabled || busy}
      className={`grid size-10 place-items-center rounded-lg text-muted hover:bg-fg/10 hover:text-fg disabled:opacity-40 ${pressed ? "bg-fg/10 text-fg" : ""}`}
    >
      {icon}
    </button>
  );
  const icon = "size-4";
  return (
    <div role="toolbar" aria-label={labels.label} className="flex flex-wrap gap-0.5 rounded-t-xl border border-line bg-surface-2 p-1">
      {button("paragraph", <Pilcrow className={icon} aria-hidden />, () => chain().setParagraph().run(), state.paragraph)}
      {button("h2", <Heading2 className={icon} aria-hidden />, () => chain().toggleHeading({ level: 2 }).run(), state.h2)}
      {button("h3", <Heading3 className={icon} aria-hidden />, () => chain().toggleHeading({ level: 3 }).run(), state.h3)}
      {button("h4", <Heading4 className={icon} aria-hidden />, () => chain().toggleHeading({ level: 4 }).run(), state.h4)}
      <span className="mx-1 w-px self-stretch bg-line" aria-hidden />
      {button("bold", <Bold className={icon} aria-hidden />, () => chain().toggleBold().run(), state.bold)}
      {button("italic", <Italic className={icon} aria-hidden />, () => chain().toggleItalic().run(), state.italic)}
      {button(
        "link",
        <Link2 className={icon} aria-hidden />,
        () =>
          void ask(async () => {
            const href = await askLink((editor.getAttributes("link").href as string | undefined) ?? "");
            if (href) chain().extendMarkRange("link").setLink({ href }).run();
          }),
        state.link,
      )}
      {state.link && button("unlink", <Link2Off className={icon} aria-hidden />, () => chain().extendMarkRange("link").unsetLink().run())}
      <span className="mx-1 w-px self-stretch bg-line" aria-hidden />
      {button("bulletList", <List className={icon} aria-hidden />, () => chain().toggleBulletList().run(), state.bulletList)}
      {button("orderedList", <ListOrdered className={icon} aria-hidden />, () => chain().toggleOrderedList().run(), state.orderedList)}
      {button("quote", <Quote className={icon} aria-hidden />, () => chain().toggleBlockquote().run(), state.quote)}
      <span className="mx-1 w-px self-stretch bg-line" aria-hidden />
      {button("dirRtl", <PilcrowLeft className={icon} aria-hidden />, () => chain().setTextDirection("rtl").run(), state.dir === "rtl")}
      {button("dirLtr", <PilcrowRight className={icon} aria-hidden />, () => chain().setTextDirection("ltr").run(), state.dir === "ltr")}
      {button("dirAuto", <TextCursorInput className={icon} aria-hidden />, () => chain().setTextDirection("auto").run(), state.dir === "auto")}
      <span className="mx-1 w-px self-stretch bg-line" aria-hidden />
      {button(
        "image",
        <ImagePlus className={icon} aria-hidden />,
        () =>
          void ask(async () => {
            const picture = await askImage();
            if (picture) chain().insertContent({ type: "articleImage", attrs: picture }).run();
          }),
      )}
      {button(
        "video",
        <Video className={icon} aria-hidden />,
        () =>
          void ask(async () => {
            const video = await askVideo();
            if (video) chain().insertContent({ type: "videoEmbed", attrs: video }).run();
          }),
      )}
      {button("ctaWhatsapp", <MessageCircle className={icon} aria-hidden />, () =>
        chain()
          .insertContent({ type: "callToAction", attrs: { kind: "whatsapp", label: ctaLabel("whatsapp") } })
          .run(),
      )}
      {button("ctaContact", <Send className={icon} aria-hidden />, () =>
        chain()
          .insertContent({ type: "callToAction", attrs: { kind: "contact", label: ctaLabel("contact") } })
          .run(),
      )}
      <span className="mx-1 w-px self-stretch bg-line" aria-hidden />
      {button("undo", <Undo2 className={icon} aria-hidden />, () => chain().undo().run(), undefined, !state.canUndo)}
      {button("redo", <Redo2 className={icon} aria-hidden />, () => chain().redo().run(), undefined, !state.canRedo)}
    </div>
  );
}
