export {
  createDictionaries,
  type Dictionaries,
  type DictionaryApi,
  dictionariesFor,
} from './createDictionaries';
export { createDictionaryCache, type DictionaryCache } from './createDictionaryCache';
export { forgetSignedInDictionaries } from './forgetSignedInDictionaries';
