import pino, { type Logger } from "pino";
import type { Config } from "./config";

export function createLogger(config: Pick<Config, "isProduction" | "logLevel">): Logger {
  if (config.isProduction || !process.stdout.isTTY) {
    return pino({ level: config.logLevel });
  }
  return pino({
    level: config.logLevel,
    transport: { target: "pino-pretty", options: { colorize: true, translateTime: "HH:MM:ss" } },
  });
}
