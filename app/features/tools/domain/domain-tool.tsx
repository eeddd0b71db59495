/** Stub until this tool is built. */
export default function DomainTool() {
  return <div data-testid="domain-tool" />;
}
