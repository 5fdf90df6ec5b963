import { UserInfoPayload } from '../user-info.payload.js';
import { PasswordField } from '../password.field.js';

export class NewUserPayload extends UserInfoPayload {
  @PasswordField(50)
  password: string;
}
