/** Stub until this tool is built. */
export default function SpeedTool() {
  return <div data-testid="speed-tool" />;
}
