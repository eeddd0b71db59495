// Placeholder until the tool is built (issue 6): the route shows "coming soon" for it meanwhile.
export const ready = false;
export default function Tool() {
  return null;
}
