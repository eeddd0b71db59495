/** Stub until this tool is built. */
export default function SeoTool() {
  return <div data-testid="seo-tool" />;
}
