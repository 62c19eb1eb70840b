// Public exports of this area; each main export lives in its own file.
export {};
