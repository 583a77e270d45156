import TextMeIsland from './textMe';
import { inSpanish } from './inSpanish';

/** "Text me the app" on a Spanish page: the form's words and its messages in Spanish. */
export default inSpanish(TextMeIsland);
