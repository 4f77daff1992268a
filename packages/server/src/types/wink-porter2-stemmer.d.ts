declare module "wink-porter2-stemmer" {
  /** Porter2 ("English" Snowball) stem of one lowercase word. */
  function stem(word: string): string;
  export default stem;
}
