export { nativeChoice as checkbox } from '../Field/Field.css';
