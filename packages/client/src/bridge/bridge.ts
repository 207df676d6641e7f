import type { Language } from "@sxz/contract";
import type { CallingEnvironment } from "../env";
import { describeEnvironment } from "../env";
import { BridgeError } from "./errors";
import { bridgeMessage } from "./messages";
import type { BridgeTranslate } from "./messages";
import { BRIDGE_CODE, RECEIVE_FUNCTION, parseReply } from "./protocol";
import type { BridgeReply } from "./protocol";
import { bridgeSupports } from "./supports";
import { findTransport } from "./transports";
import type { BridgeTransport } from "./transports";
import { webFallbacks } from "./web-fallbacks";
import type { WebFallback } from "./web-fallbacks";

/** Bridge fetch time-out (CL-BR-2). */
export const BRIDGE_TIMEOUT_MS = 30_000;
/** Image picking default maximum (CL-BR-1). */
export const IMAGE_PICK_DEFAULT_MAX = 9;

export interface BridgeCallOptions {
  /** Milliseconds; 30 s by default. A progress update restarts it (a call that reports is alive). */
  timeout?: number;
  signal?: AbortSignal;
  /** Updates the native side sends before the result. */
  onProgress?: (progress: unknown) => void;
}

export interface ChooseImageOptions extends BridgeCallOptions {
  /** How many images at most; 9 by default. */
  count?: number;
  sourceType?: ("album" | "camera")[];
}

export interface Bridge {
  /** One promise API for every platform (CL-BR-1). */
  call<T = unknown>(name: string, params?: Record<string, unknown>, options?: BridgeCallOptions): Promise<T>;
  /** Whether `name` can be called here: declared by the native side, or a web fallback on plain web. */
  supports(name: string): boolean;
  /** Image picking, 9 at most by default. */
  chooseImage<T = unknown>(options?: ChooseImageOptions): Promise<T>;
  readonly environment: CallingEnvironment;
}

export interface BridgeOptions {
  environment: CallingEnvironment;
  language: () => Language;
  translate?: BridgeTranslate;
  /** Where the native objects and the receive function live (the window). */
  scope?: typeof globalThis;
  /** Web fallbacks by API name; the built-in ones by default. */
  fallbacks?: Record<string, WebFallback>;
}

type Pending = { onReply: (reply: BridgeReply) => void };

interface BridgeRegistry {
  pending: Map<string, Pending>;
  sequence: number;
}

const REGISTRY = Symbol.for("sxz.bridge.registry");

/** One reply function per page, shared by every bridge instance: native code knows a single global name. */
function registry(scope: typeof globalThis): BridgeRegistry {
  const holder = scope as unknown as Record<string | symbol, unknown>;
  let existing = holder[REGISTRY] as BridgeRegistry | undefined;
  if (!existing) {
    const created: BridgeRegistry = { pending: new Map(), sequence: 0 };
    existing = created;
    holder[REGISTRY] = created;
    holder[RECEIVE_FUNCTION] = (raw: unknown) => {
      const reply = parseReply(raw);
      // A late reply (after a time-out or abort) has no entry any more and is ignored.
      if (reply) created.pending.get(reply.id)?.onReply(reply);
    };
  }
  return existing;
}

export function createBridge(options: BridgeOptions): Bridge {
  const scope = options.scope ?? globalThis;
  const { environment } = options;
  const fallbacks = options.fallbacks ?? webFallbacks;
  const where = describeEnvironment(environment);
  const message = (key: "unsupported" | "timeout" | "nativeError", api: string, extra: Record<string, string> = {}) =>
    bridgeMessage(key, { api, environment: where, ...extra }, options.language(), options.translate);
  const unsupported = (api: string) =>
    new BridgeError("unsupported", message("unsupported", api), api, where, BRIDGE_CODE.unsupported);
  const transport = (): BridgeTransport | undefined =>
    findTransport(environment, scope as Parameters<typeof findTransport>[1]);

  const supports = bridgeSupports(environment, scope, Object.keys(fallbacks));

  const callNative = <T>(
    channel: BridgeTransport,
    name: string,
    params: Record<string, unknown>,
    callOptions: BridgeCallOptions,
  ): Promise<T> => {
    const reg = registry(scope);
    const id = `sxz-${Date.now().toString(36)}-${(reg.sequence += 1)}`;
    const timeoutMs = callOptions.timeout ?? BRIDGE_TIMEOUT_MS;
    return new Promise<T>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const settle = () => {
        reg.pending.delete(id);
        if (timer) clearTimeout(timer);
        callOptions.signal?.removeEventListener("abort", onAbort);
      };
      const arm = () => {
        if (timer) clearTimeout(timer);
        if (timeoutMs > 0) {
          timer = setTimeout(() => {
            settle();
            reject(
              new BridgeError(
                "timeout",
                message("timeout", name, { seconds: String(Math.round(timeoutMs / 1000)) }),
                name,
                where,
              ),
            );
          }, timeoutMs);
        }
      };
      const onAbort = () => {
        settle();
        reject(new BridgeError("aborted", `${name} was cancelled.`, name, where));
      };
      if (callOptions.signal?.aborted) return onAbort();
      callOptions.signal?.addEventListener("abort", onAbort, { once: true });
      reg.pending.set(id, {
        onReply(reply) {
          if (reply.progress) {
            arm();
            callOptions.onProgress?.(reply.data);
            return;
          }
          settle();
          if (reply.code === BRIDGE_CODE.ok) resolve(reply.data as T);
          else if (reply.code === BRIDGE_CODE.unsupported) reject(unsupported(name));
          else
            reject(
              new BridgeError(
                "native",
                reply.message || message("nativeError", name),
                name,
                where,
                reply.code,
                reply.data,
              ),
            );
        },
      });
      arm();
      try {
        channel.send({ id, name, params });
      } catch (error) {
        settle();
        reject(
          new BridgeError(
            "native",
            error instanceof Error ? error.message : message("nativeError", name),
            name,
            where,
            BRIDGE_CODE.nativeError,
          ),
        );
      }
    });
  };

  const call = async <T>(
    name: string,
    params: Record<string, unknown> = {},
    callOptions: BridgeCallOptions = {},
  ): Promise<T> => {
    if (environment.kind === "web") {
      const fallback = fallbacks[name];
      if (!fallback) throw unsupported(name);
      const result = await fallback(params, callOptions);
      if (result.code !== BRIDGE_CODE.ok) throw unsupported(name);
      return result.data as T;
    }
    const channel = transport();
    if (!channel || !supports(name)) throw unsupported(name);
    return callNative<T>(channel, name, params, callOptions);
  };

  return {
    environment,
    call,
    supports,
    chooseImage: ({ count, sourceType, ...callOptions } = {}) =>
      call(
        "chooseImage",
        { count: count ?? IMAGE_PICK_DEFAULT_MAX, ...(sourceType ? { sourceType } : {}) },
        callOptions,
      ),
  };
}
