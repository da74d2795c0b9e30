/**
 * English words that carry no meaning of their own ("to look at" -> look), left out wherever two
 * glosses are compared by their meaning words.
 */
export const ENGLISH_FUNCTION_WORDS: readonly string[] =
  'a an the to of in on at for with by from up out off as be or and one oneself someone something into about over'.split(
    ' ',
  );
