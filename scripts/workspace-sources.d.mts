export declare const SOURCE_CONDITION: "@sxz/source";
export declare const SOURCE_CONDITION_FLAG: "--conditions=@sxz/source";
export declare const sourceResolve: {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};
