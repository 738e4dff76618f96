/** An encrypted request: the body the platform expects (`{value}`) and the headers that let it decrypt. */
export interface EncryptedRequest {
  body: { value: string };
  headers: Record<string, string>;
}

/** How a merchant's encrypted calls (x-encrypt) are sealed; chosen per merchant. */
export interface EncryptionStrategy {
  /** Encrypts the JSON text of a request body. */
  encrypt(jsonBody: string): Promise<EncryptedRequest>;
}
