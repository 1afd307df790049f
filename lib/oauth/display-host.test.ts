import { describe, expect, it } from "vitest";
import { displayHost } from "./display-host";

describe("displayHost", () => {
  it("shows the host with its port, without the path, query or fragment", () => {
    expect(displayHost("https://app.example.com/callback?x=1#y")).toBe("app.example.com");
    expect(displayHost("http://localhost:3000/cb")).toBe("localhost:3000");
  });

  it("shows the scheme and path of an address without a host, not its query", () => {
    expect(displayHost("com.example.app:/oauth/callback?state=1")).toBe("com.example.app:/oauth/callback");
  });

  it("shows text that is not a URL as it is", () => {
    expect(displayHost("not a url")).toBe("not a url");
  });
});
