export { type Dictionaries, type DictionaryApi, createDictionaries, dictionariesFor } from './createDictionaries';
export { type DictionaryCache, createDictionaryCache } from './createDictionaryCache';
