export declare const hostRequestFunction: (tokenExpression: string) => string;
