import type { Plugin } from "vite";

export function axiosXhrOnly(): Plugin;
