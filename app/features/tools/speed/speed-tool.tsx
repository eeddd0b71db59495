import { InternetSpeedPanel } from "./internet-speed-panel";

/** Temporary until the website tab lands: the internet panel alone. */
export default function SpeedTool() {
  return <InternetSpeedPanel />;
}
