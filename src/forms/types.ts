/** A country the mobile picker offers (the country-codes call). */
export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

/** The sms-code send button's state, driven by the sms countdown machine. */
export interface SmsControl {
  /** Requests a code (the caller validates the mobile number first and starts the countdown). */
  send(): void;
  /** Seconds left before another code may be requested; 0 when sending is allowed. */
  remaining: number;
  /** A request is in flight. */
  sending: boolean;
}

/** The image captcha's state; the caller fetches a fresh image (never cached) on `refresh`. */
export interface CaptchaControl {
  /** Image source (a data: URL of the server's base64 PNG), or null before the first one has loaded. */
  src: string | null;
  refresh(): void;
}

/** The slider captcha's server challenge; the caller loads a new one for every sign-in attempt. */
export interface SliderControl {
  /** Where the notch is (% of the track), or null while the challenge loads. */
  target: number | null;
  /** The piece landed on the notch, released at `position`. */
  onSolved(position: number): void;
}

/** What the caller hands the form's widgets (`<SchemaForm formContext={…}>`). Every part is optional. */
export interface FormContext {
  /** Countries for the mobile widget's dialing-code picker; no picker when absent or empty. */
  countries?: readonly Country[];
  sms?: SmsControl;
  captcha?: CaptchaControl;
  slider?: SliderControl;
}

/** What `SchemaForm` adds to the context for its own widgets and templates. */
export interface InternalFormContext extends FormContext {
  form: {
    /** The current values of the whole form. */
    values: Record<string, unknown>;
    /** Sets a sibling field (the mobile widget's dialing code). */
    setValue(field: string, value: unknown): void;
    /** A submit is in progress: the submit button is disabled and busy. */
    busy: boolean;
  };
}
