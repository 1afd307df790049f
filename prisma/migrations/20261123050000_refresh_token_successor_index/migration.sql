-- The refresh retry window finds a token's successor by its parent.
CREATE INDEX "RefreshToken_parentId_idx" ON "RefreshToken"("parentId");
